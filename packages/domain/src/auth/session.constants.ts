import type { Actor } from './actor.js';

/** A session belongs to a staff user or to an account member. */
export const SESSION_KINDS = ['staff', 'member'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/** Every kind of actor, as the audit log stores it. */
export const ACTOR_TYPES = ['staff', 'operator', 'member', 'visitor', 'system'] as const;
export type ActorType = (typeof ACTOR_TYPES)[number];

// The list and the Actor union must name the same kinds; either side changing alone fails here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const actorTypesMatch: Same<ActorType, Actor['type']> = true;
void actorTypesMatch;
