import { staffFlags } from './user-flags.rules.js';

/**
 * Who may use the operator pages (/ops: feature flags, experiments): staff with the information
 * technology (8) or customer care (16) flag (002 section 6 staff flags). Other staff roles (bot,
 * quality assurance, automation, e-mail service) are accounts of tools, not people running the site.
 */
export const isOperator = (staff: number): boolean =>
  staffFlags.has(staff, 'informationTechnology') || staffFlags.has(staff, 'customerCare');

/** The operator roles the `operator grant` command gives: it (information technology 8) or care (customer care 16). */
export const OPERATOR_ROLE_FLAGS = Object.freeze({ it: 'informationTechnology', care: 'customerCare' } as const);
