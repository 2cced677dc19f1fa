import { ok } from 'neverthrow';
import { z } from 'zod';
import { useCase } from '../shared/use-case.js';
import { DATA_CATEGORIES } from './data-categories.rules.js';

/** GET /api/data-categories (002 section 7 "data categories": categories with Id). Takes no input. */
export const makeListDataCategories = () =>
  useCase(z.unknown(), async () =>
    ok({ categories: DATA_CATEGORIES.map(({ Id, Name, Description }) => ({ Id, Name, Description })) }),
  );
