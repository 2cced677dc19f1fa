import type { ExperimentDefinition } from '../../core/experiments/experiments.port.js';

/** The experiment migration 0079 seeds; the in-memory fake is given the same. */
export const JOIN_HEADLINE: ExperimentDefinition = {
  key: 'join-headline',
  name: 'Join page headline',
  path: '/join',
  variants: [
    { key: 'control', weight: 50, content: 'Choose Your Membership' },
    { key: 'benefit', weight: 50, content: 'Find Anyone. See the Whole Record.' },
  ],
  active: true,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedBy: null,
  updatedAt: null,
};
