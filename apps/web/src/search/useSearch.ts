/**
 * The search state machine both variants share (visitor-portal.md §4): the query (at most 512
 * characters), the debounced search (the browser's index, or the server's semantic search), the autocomplete status (idle,
 * loading, stalled after 300 ms), the results shown (15, then 10 more after 500 ms when the
 * list is scrolled to its end, capped at the total), and the analytics of §7 (a search with its
 * source, a query entered after 700 ms idle, a result chosen).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_LIMITS } from '@candor/domain/search/search.constants';
import type { SearchDoc } from '@candor/domain/search/searchIndex';
import type { SearchHit } from '@candor/domain/search/searchEngine';
import { useSnack } from '../ui/Snack.js';
import {
  reportSearchFailure,
  runSearch,
  searchFailureMessage,
  searchIndex,
  sendSearchEvent,
  type SearchScope,
} from './searchApi.js';

export type SearchStatus = 'idle' | 'loading' | 'stalled' | 'error';

export interface SearchState {
  query: string;
  setQuery: (query: string) => void;
  /** The results of the last search (all of them), best first: the one ranking. */
  results: SearchHit[];
  /** How many are shown. */
  shown: number;
  status: SearchStatus;
  /** The query the results answer (the debounced one). */
  answered: string;
  /** Asks for 10 more after 500 ms (the list reached its end). */
  showMore: () => void;
  selected: (doc: SearchDoc) => void;
  reset: () => void;
}

export function useSearch(scope: SearchScope, debounceMs: number): SearchState {
  const [query, setQueryState] = useState('');
  const [answered, setAnswered] = useState('');
  const [results, setResults] = useState<SearchHit[]>([]);
  const [shown, setShown] = useState<number>(SEARCH_LIMITS.initialResults);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const moreTimer = useRef<number | null>(null);
  const scopeRef = useRef(scope);
  useEffect(() => {
    scopeRef.current = scope;
  }, [scope]);

  const setQuery = useCallback((next: string) => {
    setQueryState(next.slice(0, SEARCH_LIMITS.maxQueryLength));
  }, []);

  // A failure is an error snack (§8), the search key's 400 with its own message, and reported.
  const snack = useSnack();
  const fail = useCallback(
    (error: unknown) => {
      setStatus('error');
      snack(searchFailureMessage(error), 'error');
      reportSearchFailure(scopeRef.current, 'search', error);
    },
    [snack],
  );

  // Start loading the index as soon as search opens, so the first keystroke finds it ready.
  useEffect(() => {
    let live = true;
    searchIndex(scope).catch((error: unknown) => {
      if (live) fail(error);
    });
    return () => {
      live = false;
    };
  }, [scope, fail]);

  useEffect(() => {
    const term = query.trim();
    if (term === '') {
      setResults([]);
      setAnswered('');
      setStatus('idle');
      setShown(SEARCH_LIMITS.initialResults);
      return;
    }
    let cancelled = false;
    setStatus('loading');
    const stall = window.setTimeout(() => {
      if (!cancelled) setStatus((s) => (s === 'loading' ? 'stalled' : s));
    }, SEARCH_LIMITS.stallMs);
    const run = window.setTimeout(() => {
      runSearch(scopeRef.current, term).then(
        ({ hits: found, source }) => {
          if (cancelled) return;
          window.clearTimeout(stall);
          setResults(found);
          setAnswered(term);
          setShown(SEARCH_LIMITS.initialResults);
          setStatus('idle');
          sendSearchEvent(scopeRef.current, {
            event: 'search',
            source,
            query: term,
            results: found.length,
          });
        },
        (error: unknown) => {
          if (!cancelled) fail(error);
        },
      );
    }, debounceMs);
    return () => {
      cancelled = true;
      window.clearTimeout(stall);
      window.clearTimeout(run);
    };
  }, [query, debounceMs, fail]);

  // 'query entered (after 700 ms idle)': what the visitor settled on, and whether it answered.
  useEffect(() => {
    if (answered === '') return;
    const timer = window.setTimeout(() => {
      sendSearchEvent(scopeRef.current, {
        event: 'query_entered',
        query: answered,
        results: results.length,
      });
    }, SEARCH_LIMITS.queryEnteredMs);
    return () => window.clearTimeout(timer);
  }, [answered, results]);

  useEffect(
    () => () => {
      if (moreTimer.current !== null) window.clearTimeout(moreTimer.current);
    },
    [],
  );

  const showMore = useCallback(() => {
    if (moreTimer.current !== null) return;
    moreTimer.current = window.setTimeout(() => {
      moreTimer.current = null;
      setShown((n) => n + SEARCH_LIMITS.moreResults);
    }, SEARCH_LIMITS.moreDelayMs);
  }, []);

  const selected = useCallback(
    (doc: SearchDoc) => {
      sendSearchEvent(scopeRef.current, {
        event: 'item_selected',
        query: answered,
        type: doc.y,
        id: doc.id,
        ...(doc.u ? { itemUid: doc.u } : {}),
      });
    },
    [answered],
  );

  const reset = useCallback(() => {
    setQueryState('');
    setResults([]);
    setAnswered('');
    setShown(SEARCH_LIMITS.initialResults);
    setStatus('idle');
  }, []);

  return {
    query,
    setQuery,
    results,
    shown: Math.min(shown, results.length),
    status,
    answered,
    showMore,
    selected,
    reset,
  };
}
