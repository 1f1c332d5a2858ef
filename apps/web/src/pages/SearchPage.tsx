/**
 * The search results page (issue 24 §13): the portal's search answered by the server (the same
 * engine and ranking), for readers without JavaScript. A plain GET form, and the results
 * grouped by type under the spec's group names, each a link to its item, update, section or
 * webpage.
 */
import { Anchor, Button, TextInput } from '@mantine/core';
import { SEARCH_GROUP_TITLES, SEARCH_TEXTS } from '@candor/domain/search/search.constants';
import { groupSearchRows } from '@candor/domain/search/searchRows';
import { visitorPagePaths } from '@candor/domain/portal/portalLinks';
import type { VisitorPageData } from '@candor/domain/portal/pageData';
import { CenteredPage } from './CenteredPage.js';
import classes from './VisitorPage.module.css';
import login from './LoginPage.module.css';

type SearchPageData = Extract<VisitorPageData, { kind: 'search' }>;

export function SearchPage({ page }: { page: SearchPageData }) {
  const { brand, results } = page;
  return (
    <CenteredPage brand={brand} wide>
      <h1 className={login.heading}>{SEARCH_TEXTS.modeSearch}</h1>
      <form
        className={classes.search}
        method="get"
        action={visitorPagePaths(page).search}
        role="search"
      >
        {page.productId ? <input type="hidden" name="productId" value={page.productId} /> : null}
        <TextInput
          name="q"
          type="search"
          aria-label={SEARCH_TEXTS.inlinePlaceholder}
          placeholder={SEARCH_TEXTS.inlinePlaceholder}
          defaultValue={page.query}
          error={page.error}
        />
        <Button type="submit">{SEARCH_TEXTS.modeSearch}</Button>
      </form>
      {results === null ? null : results.length === 0 ? (
        <div className={classes.lines} role="status">
          <p>
            <strong>{SEARCH_TEXTS.noResults}</strong>
          </p>
          <p className={login.lead}>{SEARCH_TEXTS.noResultsHint}</p>
        </div>
      ) : (
        <>
          <p className={classes.count} role="status">
            {SEARCH_TEXTS.results(results.length)}
          </p>
          {groupSearchRows(results.map((row, rank) => ({ row, rank }))).map((group) => (
            <section key={group.type} aria-label={SEARCH_GROUP_TITLES[group.type]}>
              <h2 className={classes.groupTitle}>{SEARCH_GROUP_TITLES[group.type]}</h2>
              <ul className={classes.results}>
                {group.entries.map(({ row }) => (
                  <li key={row.id}>
                    <a className={classes.result} href={row.href}>
                      <span className={classes.resultTitle}>{row.title}</span>
                      <span className={classes.resultSource}>{row.source}</span>
                      <span className={classes.resultText}>{row.text}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
      <p className={classes.lines}>
        <Anchor href={brand.homeHref} size="sm">
          Go back to {brand.portalTitle}
        </Anchor>
      </p>
    </CenteredPage>
  );
}
