import type { MyCorrection } from '@shiftclock/contract/my-record';
import { ANSWERABLE_ACTIONS } from '@shiftclock/contract/my-record-messages';

type Answer = MyCorrection['answer'];

/** What decides an entry's answer: its action and time, whether a later correction replaced it, its stored answer. */
export type AnswerFacts = {
  action: string;
  at: Date;
  latestAnswerable: boolean;
  answerStatus: 'confirmed' | 'disputed' | null;
  answerComment: string | null;
  answeredAt: Date | null;
};

const answerable = (action: string) => (ANSWERABLE_ACTIONS as readonly string[]).includes(action);

/**
 * The employee's answer to an entry (docs/decisions/0195-employees-confirm-corrections.md): the stored
 * one, whatever the setting says now; else pending while the organization asks (`since` not null) for
 * a manager's change made since it turned the setting on that no later correction of the shift replaced;
 * else none.
 */
export function answerOf(facts: AnswerFacts, since: Date | null): Answer {
  if (facts.answerStatus !== null)
    return {
      status: facts.answerStatus,
      comment: facts.answerComment,
      answeredAt: facts.answeredAt?.toISOString() ?? null,
    };
  return isPending(facts, since) ? { status: 'pending', comment: null, answeredAt: null } : null;
}

export const isPending = (facts: AnswerFacts, since: Date | null) =>
  facts.answerStatus === null &&
  since !== null &&
  answerable(facts.action) &&
  facts.latestAnswerable &&
  facts.at.getTime() >= since.getTime();
