/** The card form's starting values, from the card as the page shows it. */
import type { CardFormInput, CardFormItemInput } from '@candor/domain/items/item.schema';
import type { CardView, ItemView } from '@candor/domain/portal/portalView';
import { MATURITIES, RECURRENCES } from '@candor/domain/cards/constants';
import {
  RATING_SERVICE_IDS,
  type SecurityGradeFieldsInput,
  type SecurityGradeView,
} from '@candor/domain/integrations/securityGrades';
import { EMPTY_BRIDGE_LETTER } from '@candor/domain/bridgeLetters/bridgeLetter.rules';

const known = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((candidate) => candidate === value) ?? null;

function storedGrade(stored: SecurityGradeView): SecurityGradeFieldsInput {
  return {
    service: known(RATING_SERVICE_IDS, stored.service) ?? 'ssllabs',
    url: stored.url ?? '',
    grade: stored.grade ?? '',
  };
}

/** The uploaded documents linked to the item (a generated bridge letter is not a link). */
export const linkedFileIds = (item: ItemView): string[] =>
  item.documents.filter((document) => !document.generated).map((document) => document.fileId);

export function itemFormValues(item: ItemView): CardFormItemInput {
  return {
    uid: item.uid,
    title: item.title,
    subtitle: item.subtitle ?? '',
    explanation: item.explanation ?? '',
    href: item.href ?? '',
    expiry: item.expiry ?? '',
    type: item.type ?? '',
    auditor: item.auditor ?? '',
    recurrence: known(RECURRENCES, item.recurrence),
    maturity: known(MATURITIES, item.maturity),
    enabledState: item.enabledState,
    publicAccess: item.publicAccess,
    hidden: item.hidden,
    ...(item.riskProfile ? { riskProfile: { ...item.riskProfile } } : {}),
    // Sent only where the editor may change it (not on a plan without bridge letters).
    // A grade enters the form once stored or touched (SecurityGradeFields.tsx).
    ...(item.securityGrade ? { securityGrade: storedGrade(item.securityGrade) } : {}),
    // Only where the editor may link documents: the drawer shows the links there (§4).
    ...(item.abilities.linkDocuments ? { fileIds: linkedFileIds(item) } : {}),
    ...(item.bridgeLetter && !item.bridgeLetter.locked
      ? { bridgeLetter: { ...(item.bridgeLetter.letter ?? EMPTY_BRIDGE_LETTER) } }
      : {}),
  };
}

/** The title field is sent only where the card may be renamed. */
export function cardFormValues(card: CardView, canRename: boolean): CardFormInput {
  return {
    ...(canRename ? { title: card.title } : {}),
    items: card.items.map(itemFormValues),
  };
}
