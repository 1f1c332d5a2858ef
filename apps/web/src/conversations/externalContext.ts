/**
 * What a signed-in member in account-external mode may do on this page (the server's
 * `viewer.external`), with where the page's calls go. Null for everyone else, so the
 * questionnaire buttons and the item 'Conversation' render nothing for them.
 */
import { createContext, useContext } from 'react';

export interface ExternalAbilitiesContext {
  accountId: string;
  questionnaires: boolean;
  tprm: boolean;
  comments: boolean;
  basePath: string;
  productId: string;
}

export const ExternalContext = createContext<ExternalAbilitiesContext | null>(null);

export const useExternal = (): ExternalAbilitiesContext | null => useContext(ExternalContext);
