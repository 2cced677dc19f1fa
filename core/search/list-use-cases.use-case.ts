import { okAsync } from 'neverthrow';
import { z } from 'zod';
import { useCase } from '../shared/use-case.js';
import { USE_CASES } from './use-cases.rules.js';

/** GET /api/use-cases takes nothing. */
const NoInput = z.unknown();

/** GET /api/use-cases (000 section 7 "use cases"): the use-case list of /dashboard/use-cases. */
export const makeListUseCases = () => useCase(NoInput, () => okAsync({ useCases: USE_CASES }));
