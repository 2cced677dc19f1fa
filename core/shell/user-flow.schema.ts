import { z } from 'zod';
import { VisitorId } from '../experiments/experiment.schema.js';
import { utf8ByteLength } from '../shared/utf8-bytes.rules.js';
import { USER_FLOW_EVENT_DATA_BYTES } from './user-flow.rules.js';

/** A flow id in /uf/{flow}/{page}: lower-case letters, digits and dashes. */
const UserFlowId = z
  .string({ error: 'Please name a user flow.' })
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Please name a user flow.');

const text = (max: number) => z.string().trim().max(max, `Please keep this under ${max} characters.`);

/** GET user flow by id (002 section 7). */
export const GetUserFlowInput = z.object({ flow: UserFlowId });

/** POST user-flow session track (002 section 7): clientFlag, referrer, origin, criteria. */
export const UserFlowSessionInput = z.object({
  flow: UserFlowId,
  visitorId: VisitorId,
  clientFlag: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
  referrer: text(2000).nullish(),
  origin: text(500).nullish(),
  criteria: z
    .record(z.string().max(100), text(500))
    .refine((r) => Object.keys(r).length <= 20, {
      message: 'Please send at most 20 criteria.',
    })
    .default({}),
});

/** POST user-flow heartbeat (002 section 7): origin, every 15 minutes. */
export const UserFlowHeartbeatInput = z.object({
  flow: UserFlowId,
  visitorId: VisitorId,
  origin: text(500).nullish(),
});

/** POST user-flow track event (002 section 7): actionName, eventDetails (url plus data), timestamp. */
export const UserFlowTrackInput = z.object({
  flow: UserFlowId,
  visitorId: VisitorId,
  actionName: z.string().trim().min(1, 'Please name the action.').max(100, 'Please keep this under 100 characters.'),
  eventDetails: z.object({
    url: z.string().trim().min(1, 'Please send the page address.').max(2000, 'Please keep this under 2000 characters.'),
    data: z
      .record(z.string(), z.unknown())
      .refine((d) => utf8ByteLength(JSON.stringify(d)) <= USER_FLOW_EVENT_DATA_BYTES, {
        message: `Please keep the event data under ${USER_FLOW_EVENT_DATA_BYTES} bytes.`,
      })
      .default({}),
  }),
  timestamp: z.coerce.date({ error: 'Please send a valid time.' }).optional(),
});
