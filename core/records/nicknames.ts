import { PUBLIC_NICKNAME_TABLE } from './public-nicknames.js';

/**
 * Common English given-name variants (docs/decisions/0040, matching "nicknames and formal names both ways").
 * Two tables: our own curated one below (one line per formal name, then the nicknames and short forms
 * people are recorded under; a name may be the nickname of several formal names: Pat for Patrick and
 * Patricia) and a public curated list of about 2,700 pairs (public-nicknames.ts, Apache 2.0).
 */
const NICKNAME_TABLE = `
Aaron: Ron Ronnie
Abel: Abe
Abigail: Abby Abbie Gail
Abraham: Abe Bram
Ada: Addie
Adaline: Addie Ada
Adam: Ad
Adelaide: Addie Ada Della Heidi
Adeline: Addie Ada
Adrian: Ade
Adrienne: Adri
Agatha: Aggie
Agnes: Aggie Nessa
Alan: Al
Albert: Al Bert Bertie
Alberta: Bertie Allie
Alexander: Alex Al Sandy Xander Alec Lex
Alexandra: Alex Sandy Sandra Lexi Alexa
Alexis: Lexi Alex
Alfred: Al Alf Fred Freddie Alfie
Alice: Allie Ally Elsie
Alicia: Ali Allie Licia
Allison: Ali Allie
Alvin: Al Vin
Amanda: Mandy Amy Manda
Amelia: Amy Millie Mel
Andrea: Andie Drea
Andrew: Andy Drew Andre
Angela: Angie Angel
Angelina: Angie Lina
Ann: Annie Nan Nancy
Anna: Annie Ann
Anne: Annie Nan
Annette: Annie Nettie
Anthony: Tony Ant
Antoinette: Toni Nettie
Antonia: Toni Tonia
Archibald: Archie
Arnold: Arnie
Arthur: Art Artie
Augustine: Gus Augie
Augustus: Gus Augie
Barbara: Barb Barbie Babs Bobbie
Barnabas: Barney
Bartholomew: Bart
Beatrice: Bea Trixie
Belinda: Linda Bel
Benedict: Ben Benny
Benjamin: Ben Benny Benji Jamie
Bernadette: Bernie Detta
Bernard: Bernie Barney
Bertha: Bertie Birdie
Beverly: Bev
Bradford: Brad
Bradley: Brad
Brenda: Bren
Brian: Bri
Bridget: Biddy Bridie
Calvin: Cal
Cameron: Cam
Camille: Millie Cammie
Candace: Candy
Caroline: Carrie Carol Lina
Carolyn: Carrie Carol Lyn
Cassandra: Cassie Sandy Sandra
Catherine: Cathy Cate Kate Katie Cat
Cecilia: Cissy Celia
Charles: Charlie Chuck Chas Chaz Chip Chick
Charlotte: Lottie Charlie Lotte
Christina: Chris Tina Chrissy Christy
Christine: Chris Chrissy Tina Christy
Christopher: Chris Kit Topher
Clarence: Clare
Clarissa: Clara Rissa
Clifford: Cliff
Clinton: Clint
Constance: Connie
Cornelius: Neil Corny
Curtis: Curt
Cynthia: Cindy Cyndi
Daniel: Dan Danny
Danielle: Dani Elle
David: Dave Davey
Deborah: Deb Debbie Debby
Delbert: Del Bert
Delores: Dee Lola
Denise: Dee Neecy
Dennis: Denny
Diana: Di Dee
Dolores: Lola Dee Dodie
Dominic: Dom Nick
Donald: Don Donnie Donny
Dorothy: Dot Dottie Dolly Dora
Douglas: Doug
Duncan: Dunc
Dwight: Ike
Edgar: Ed Eddie Ned
Edith: Edie
Edmund: Ed Eddie Ned Ted
Edward: Ed Eddie Ted Ned Teddy
Edwin: Ed Eddie Win Ned
Eleanor: Ellie Nell Nora Elle Lena
Elijah: Eli Lige
Elizabeth: Liz Beth Betty Lizzie Eliza Libby Betsy Bess Bessie Liza Lisa Ellie
Ellen: Ellie Nell
Emily: Em Emmy Millie
Emma: Em Emmy
Eric: Rick Ricky
Ernest: Ernie
Esther: Essie Hetty
Eugene: Gene
Evangeline: Eva Vangie
Evelyn: Evie Eve Lynn
Ezekiel: Zeke
Felicia: Fliss Lisa
Ferdinand: Ferdie Fred
Florence: Flo Flossie
Frances: Fran Frannie Franny Frankie
Francis: Frank Frankie Fran
Franklin: Frank
Frederick: Fred Freddie Freddy Rick
Gabriel: Gabe
Gabrielle: Gabby Brie Ella
Genevieve: Genny Eve
Geoffrey: Geoff Jeff
Gerald: Jerry Gerry
Geraldine: Gerry Jerry Dina
Gertrude: Gertie Trudy
Gilbert: Gil Bert
Gloria: Glory
Gordon: Gordy
Gregory: Greg
Gwendolyn: Gwen Wendy
Harold: Hal Harry
Harriet: Hattie
Harrison: Harry
Helen: Nell Nellie Lena
Henrietta: Etta Hattie Hetty
Henry: Hank Harry Hal
Herbert: Herb Bert
Herman: Manny
Howard: Howie
Hubert: Hugh Bert
Ignatius: Iggy
Irene: Rena
Isaac: Ike Zach
Isabel: Izzy Belle Bella
Isabella: Izzy Bella
Isadore: Izzy
Jacob: Jake Jack Jay
Jacqueline: Jackie Jacqui
James: Jim Jimmy Jamie Jimbo
Jane: Janie Jenny
Janet: Jan Jenny
Janice: Jan
Jasper: Jazz
Jeanette: Jean Nettie
Jefferson: Jeff
Jeffrey: Jeff
Jennifer: Jen Jenny Jenn Jennie
Jeremiah: Jerry Jeremy
Jeremy: Jerry
Jerome: Jerry
Jessica: Jess Jessie
Joan: Joanie
Joanna: Jo Joanie
Joanne: Jo Joanie
Johanna: Jo Hannah
John: Johnny Jack Jon
Jonathan: Jon Johnny Nathan
Joseph: Joe Joey Jody
Josephine: Jo Josie Joey
Joshua: Josh
Judith: Judy Jude
Julia: Julie Jules
Julian: Jules
Julie: Jules
Justin: Justy
Katherine: Kate Kathy Katie Kat Kathie Kay Kit
Kathleen: Kathy Kate Katie Kay
Kathryn: Kathy Kate Katie Kay
Kenneth: Ken Kenny
Kimberly: Kim Kimmy
Kristen: Kris Kristy
Kristine: Kris Kristy
Lawrence: Larry Lars Laurie
Leonard: Len Lenny Leo
Leonardo: Leo
Leopold: Leo
Leroy: Lee Roy
Leslie: Les
Lester: Les
Lillian: Lil Lily Lilly
Lincoln: Link
Lorraine: Lori
Louis: Lou Louie
Louisa: Lou Lulu
Louise: Lou Lulu
Lucille: Lucy Lu
Lucinda: Cindy Lucy
Lucretia: Lucy
Luther: Luke
Lydia: Liddy
Mackenzie: Mack Kenzie
Madeline: Maddie Maddy
Madison: Maddie Maddy
Malcolm: Mal
Margaret: Peggy Maggie Meg Marge Margie Greta Daisy Madge Molly Peg
Marjorie: Margie Marge
Marilyn: Mary Lyn
Martha: Marty Mattie Patsy
Martin: Marty
Marvin: Marv
Mary: Molly Polly Mae Mamie
Matilda: Tilly Mattie Maud
Matthew: Matt Matty
Maureen: Mo
Maurice: Mo Morrie
Maximilian: Max
Maxwell: Max
Megan: Meg
Melanie: Mel
Melinda: Mindy Linda Mel
Melissa: Mel Missy Lisa
Melvin: Mel
Michael: Mike Mikey Mick Mickey Mitch
Michelle: Shelly Mickey Chelle
Mildred: Millie
Millicent: Millie
Miranda: Randi Mandy
Mitchell: Mitch
Montgomery: Monty
Nancy: Nan
Natalie: Nat Tally
Nathan: Nate Nat
Nathaniel: Nate Nat Nathan
Nicholas: Nick Nicky Cole
Nicole: Nicki Nikki Cole
Norbert: Bert Norb
Norman: Norm
Oliver: Ollie
Olivia: Liv Livvy Ollie
Oswald: Ozzy Oz
Pamela: Pam Pammy
Patricia: Pat Patty Trish Tricia Patsy Trisha
Patrick: Pat Paddy Rick
Paul: Paulie
Pauline: Polly
Penelope: Penny
Percival: Percy
Peter: Pete
Philip: Phil Pip
Phillip: Phil
Phyllis: Phyl
Prudence: Prue Pru
Priscilla: Cilla Prissy
Rachel: Rae Shelly
Randall: Randy
Randolph: Randy Dolph
Raphael: Ralph Rafe
Raymond: Ray
Rebecca: Becky Becca Reba
Regina: Gina Reggie
Reginald: Reggie Reg
Reuben: Rube
Richard: Rick Dick Rich Ricky Richie Dickie
Robert: Bob Rob Bobby Robbie Bert Robin
Roberta: Bobbie Robbie Bertie
Roderick: Rod Rick
Rodney: Rod
Roger: Rodge
Ronald: Ron Ronnie Ronny
Rosalind: Roz Rosa
Rosemary: Rose Rosie
Rudolph: Rudy Rolf
Russell: Russ
Ruth: Ruthie
Samantha: Sam Sammie Sammy
Samuel: Sam Sammy
Sandra: Sandy Sandi
Sarah: Sally Sadie Sara
Sebastian: Seb Bastian
Sharon: Shari
Sheila: Shelly
Shirley: Shirl
Sidney: Sid
Silas: Si
Solomon: Sol
Sophia: Sophie
Stanley: Stan
Stephanie: Steph Stevie
Stephen: Steve Stevie
Steven: Steve Stevie
Stuart: Stu
Susan: Sue Suzy Susie Suzie
Susanna: Sue Susie Anna
Sylvester: Sly Syl
Sylvia: Syl
Tabitha: Tabby
Terence: Terry
Teresa: Terry Tess Tessa Tracy
Theodore: Ted Teddy Theo
Theresa: Terry Tess Tessa Tracy
Thomas: Tom Tommy Thom
Timothy: Tim Timmy
Tobias: Toby
Valentine: Val
Valerie: Val
Vanessa: Nessa Van
Veronica: Ronnie Vera Roni
Victor: Vic
Victoria: Vicky Tori Vickie Vic
Vincent: Vince Vinny Vin
Violet: Vi
Virginia: Ginny Ginger Jinny
Vivian: Viv
Walter: Walt Wally
Wendell: Wendy
Wilbur: Will Willy
Wilfred: Will Fred
Wilhelmina: Mina Willa Minnie
William: Bill Will Billy Willie Liam Willy
Wilson: Will
Winifred: Winnie Freda
Yvonne: Vonnie
Zachariah: Zach Zack Zachary
Zachary: Zach Zack
Zebediah: Zeb
Alonzo: Lon Lonnie
Ambrose: Brose
Anderson: Andy
Antonio: Tony
Bartholomew: Bart
Benson: Ben
Bradford: Brad
Broderick: Brody Rick
Byron: Ron
Caleb: Cal
Carlton: Carl
Cecil: Cece
Chester: Chet
Clayton: Clay
Clement: Clem
Columbus: Lum
Conrad: Connie
Cyrus: Cy
Darlene: Darla
Demetrius: Demi
Desmond: Des
Donovan: Don
Dudley: Dud
Earnest: Ernie
Ebenezer: Eb
Elbert: Bert
Elias: Eli
Elmer: Elm
Emanuel: Manny Manuel
Emmanuel: Manny
Everett: Ev
Ezra: Ez
Fitzgerald: Fitz
Florian: Flo
Forrest: Woody
Frederica: Freddie
Fredrick: Fred Freddie
Garrett: Gary
Gerard: Jerry Gerry
Gideon: Gid
Harvey: Harv
Horace: Horrie
Hubertus: Hugh
Jackson: Jack Jax
Jerald: Jerry
Jonas: Jon
Josiah: Joe
Kendall: Ken
Kendrick: Ken
Kingsley: King
Lamont: Monty
Lenora: Nora Lenny
Leonora: Nora Leo
Loretta: Retta Lori
Lucas: Luke
Luke: Lucky
Manuel: Manny
Marcus: Marc Mark
Mariah: Mia
Marion: Mary
Maximillian: Max
Millard: Mill
Mortimer: Mort
Napoleon: Nap
Nelson: Nel
Obadiah: Obie
Patience: Patty
Quentin: Quinn
Rafael: Rafa
Reynold: Ray
Ricardo: Ricky Rick
Roland: Rollie
Roosevelt: Rosie
Rosalie: Rosa Rose
Roxanne: Roxy
Sheldon: Shel
Sherman: Sherm
Spencer: Spence
Stanford: Stan
Tamara: Tammy
Thaddeus: Tad Thad
Tyrone: Ty
Vernon: Vern
Wallace: Wally
Warren: Ren
Wesley: Wes
Winston: Win
Woodrow: Woody
Zachery: Zach
Alexandria: Alex Lexi
Allen: Al
Allan: Al
Angelica: Angie
Ashley: Ash
Barry: Baz
Brittany: Britt
Carlos: Carl
Christian: Chris
Cristina: Cris Tina
Courtney: Court
Crystal: Chris
Dakota: Kody
Deanna: Dee
Dianne: Di
Dominique: Dom
Eduardo: Eddie Ed
Elena: Lena Ellie
Emilia: Em Millie
Evan: Ev
Francesca: Frankie Fran
Gabriella: Gabby
Gregorio: Greg
Jessamine: Jess
Joel: Joe
Jordan: Jordy
Juanita: Nita
Katrina: Kat Trina
Kristopher: Kris
Lindsay: Lindy
Lorenzo: Enzo Larry
Marissa: Mari Rissa
Matthias: Matt
Mercedes: Sadie
Miguel: Mike
Monica: Mona
Natasha: Tasha Nat
Nathalie: Nat
Pamella: Pam
Rhonda: Ronnie
Roseanne: Rose
Salvatore: Sal
Santiago: Santi
Savannah: Vannah
Serena: Rena
Simone: Simmie
Tatiana: Tanya Tati
Timotheus: Tim
Tristan: Tris
Vernice: Vern
Virgil: Virg
Zoey: Zo
`;

/** A formal given name with the nicknames it is recorded under. */
export type NicknameEntry = { readonly formal: string; readonly nicknames: readonly string[] };

const parseTable = (text: string): NicknameEntry[] => {
  const byFormal = new Map<string, Set<string>>();
  for (const line of text.split('\n')) {
    const m = /^([A-Za-z]+):\s*(.*)$/.exec(line.trim());
    if (!m) continue;
    const formal = (m[1] ?? '').toLowerCase();
    const set = byFormal.get(formal) ?? new Set<string>();
    for (const n of (m[2] ?? '').split(/\s+/)) if (n !== '' && n.toLowerCase() !== formal) set.add(n.toLowerCase());
    byFormal.set(formal, set);
  }
  return [...byFormal.entries()].map(([formal, set]) => ({ formal, nicknames: [...set] }));
};

const OWN_ENTRIES = parseTable(NICKNAME_TABLE);
const PUBLIC_ENTRIES = parseTable(PUBLIC_NICKNAME_TABLE);

/** Formal name to nicknames, and nickname to formal names, of some entries. */
const indexEntries = (entries: readonly NicknameEntry[]) => {
  const formalToNicks = new Map<string, readonly string[]>(entries.map((e) => [e.formal, e.nicknames]));
  const nickToFormals = new Map<string, string[]>();
  for (const e of entries)
    for (const n of e.nicknames) {
      const list = nickToFormals.get(n) ?? [];
      list.push(e.formal);
      nickToFormals.set(n, list);
    }
  return { formalToNicks, nickToFormals };
};

/**
 * Both tables, lower-case: our own and the public curated list (public-nicknames.ts, Apache 2.0),
 * merged by formal name.
 */
export const NICKNAME_ENTRIES: readonly NicknameEntry[] = Object.freeze(
  (() => {
    const merged = new Map<string, Set<string>>();
    for (const e of [...OWN_ENTRIES, ...PUBLIC_ENTRIES]) {
      const set = merged.get(e.formal) ?? new Set<string>();
      for (const n of e.nicknames) set.add(n);
      merged.set(e.formal, set);
    }
    return [...merged.entries()].map(([formal, set]) => ({ formal, nicknames: [...set] }));
  })(),
);

const OWN = indexEntries(OWN_ENTRIES);
const PUBLIC = indexEntries(PUBLIC_ENTRIES);

/** How a record's first name relates to the searched first name. */
export type GivenNameRelation = 'nickname' | 'formal' | 'sibling';

/**
 * A first name a search also looks for: `relation` says how `name` relates to the searched name
 * (`nickname`: name is a nickname of the searched formal name, Bob for Robert; `formal`: name is
 * the formal name of the searched nickname, Robert for Bob; `sibling`: both are nicknames of the
 * same formal name, Rob for Bob), `via` is the formal name that links them.
 */
export type GivenNameVariant = { readonly name: string; readonly relation: GivenNameRelation; readonly via: string };

/**
 * The first names a person search also looks for (docs/decisions/0040: nicknames and formal names both ways):
 * the nicknames of a formal name, the formal names of a nickname, and the other nicknames of those
 * formal names. Lower case, without the searched name itself; empty for a name we do not know.
 */
export const givenNameVariants = (first: string): GivenNameVariant[] => {
  const q = first.trim().toLowerCase();
  const out = new Map<string, GivenNameVariant>();
  const add = (v: GivenNameVariant) => {
    if (v.name !== q && !out.has(v.name)) out.set(v.name, v);
  };
  // Our own table first, so its reading of a pair wins (the public list also gives nicknames of
  // nicknames: "bob has nickname robert" there, where Robert is Bob's formal name here).
  for (const n of OWN.formalToNicks.get(q) ?? []) add({ name: n, relation: 'nickname', via: q });
  for (const f of OWN.nickToFormals.get(q) ?? []) add({ name: f, relation: 'formal', via: f });
  // Siblings through our own table only: the public list names up to 14 formal names for one nickname
  // (Al), whose other nicknames would be strangers to each other.
  for (const f of OWN.nickToFormals.get(q) ?? [])
    for (const n of OWN.formalToNicks.get(f) ?? []) add({ name: n, relation: 'sibling', via: f });
  for (const f of PUBLIC.nickToFormals.get(q) ?? []) add({ name: f, relation: 'formal', via: f });
  for (const n of PUBLIC.formalToNicks.get(q) ?? []) add({ name: n, relation: 'nickname', via: q });
  return [...out.values()];
};

/** Whether two first names are variants of each other (same name, nickname or formal either way, or sibling nicknames). */
export const areGivenNameVariants = (a: string, b: string): boolean => {
  const x = a.trim().toLowerCase();
  const y = b.trim().toLowerCase();
  return x === y || givenNameVariants(x).some((v) => v.name === y);
};
