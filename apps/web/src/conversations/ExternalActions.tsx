/**
 * 'Submit a questionnaire' and 'Send data to TPRM' (staff-content.md §2, §6): for a signed-in
 * member in account-external mode, as the organisation allows. The dialogs are a chunk of their
 * own, fetched when a button is used, so other visitors never download them.
 */
import { CONVERSATION_MESSAGES } from '@candor/domain/conversations/conversations.constants';
import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '../ui/useHydrated.js';
import { useExternal } from './externalContext.js';
import classes from './Conversations.module.css';

const QuestionnaireDialogs = lazy(() => import('./QuestionnaireDialogs.js'));
const TprmModal = lazy(() => import('./TprmModal.js'));

export function ExternalActions() {
  const external = useExternal();
  const hydrated = useHydrated();
  const [open, setOpen] = useState<'questionnaire' | 'tprm' | null>(null);
  if (!external || (!external.questionnaires && !external.tprm)) return null;
  return (
    <div className={classes.actions} role="group" aria-label="Security review">
      {external.questionnaires ? (
        <button
          type="button"
          className={classes.action}
          disabled={!hydrated}
          onClick={() => setOpen('questionnaire')}
        >
          {CONVERSATION_MESSAGES.submitQuestionnaire}
        </button>
      ) : null}
      {external.tprm ? (
        <button
          type="button"
          className={classes.actionSecondary}
          disabled={!hydrated}
          onClick={() => setOpen('tprm')}
        >
          {CONVERSATION_MESSAGES.sendToTprm}
        </button>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          {open === 'questionnaire' ? (
            <QuestionnaireDialogs external={external} onClose={() => setOpen(null)} />
          ) : (
            <TprmModal accountId={external.accountId} onClose={() => setOpen(null)} />
          )}
        </Suspense>
      ) : null}
    </div>
  );
}
