import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { generalError, type ValidationError } from '../../shared/errors.js';
import { useCase } from '../../shared/use-case.js';
import type { MembershipPorts } from '../membership-ports.port.js';
import { menuSkusView } from '../subscriptions/membership-views.rules.js';
import { FAILED_TO_LOAD_SKUS } from './abandonment.rules.js';
import { defaultOffer } from './default-offer.rules.js';

const MenuSkusInput = z.object({
  menu: z.string().max(100),
  offer: z.string().max(100).optional(),
});

/**
 * GET products/skus?menu=&offer= (002 section 7): the menu's SKUs for one offer, the one asked for when
 * the menu has it, else the menu's default offer (`defaultOffer`), with every offer of the menu.
 */
export const makeReadMenuSkus = (deps: Pick<MembershipPorts, 'catalog'>) =>
  useCase(MenuSkusInput, async (input): Promise<Result<ReturnType<typeof menuSkusView>, ValidationError>> => {
    const menu = await deps.catalog.menuByName(input.menu);
    const offer = menu ? defaultOffer(menu, { offerId: input.offer }) : undefined;
    return menu && offer ? ok(menuSkusView(menu, offer)) : err(generalError(FAILED_TO_LOAD_SKUS));
  });
