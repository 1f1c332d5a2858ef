/**
 * Cookie consent (visitor-portal.md §3). With Candor's own dialog the visitor chooses among
 * the five categories, stored as one object in localStorage (per organisation); with one of
 * the five third-party banners, that banner asks and Candor follows what it reports. Either
 * way a configured script loads only once its category is agreed to, and never before. An
 * unsupported banner type loads nothing. 'Cookie settings' in the footer reopens the dialog.
 */
import { useEffect, useState } from 'react';
import {
  acceptAllConsent,
  allowedScripts,
  consentChoice,
  consentStorageKey,
  parseConsent,
  rejectAllConsent,
} from '@candor/domain/consent/consent';
import {
  CONSENT_CATEGORIES,
  CONSENT_CATEGORY_LABELS,
  type ConsentChoice,
  type ConsentSetup,
} from '@candor/domain/consent/scripts';
import { readStored, writeStored } from '../browserStorage.js';
import { OPEN_COOKIE_SETTINGS_EVENT } from '../shellEvents.js';
import { loadConsentedScripts, loadScript } from './loadScripts.js';
import { listenToBanner } from './thirdPartyConsent.js';
import classes from './ConsentManager.module.css';

interface ConsentManagerProps {
  orgId: string;
  orgName: string;
  setup: ConsentSetup;
}

/** Whether a choice withdraws something an earlier one allowed (a loaded script stays). */
const withdraws = (before: ConsentChoice | null, after: ConsentChoice): boolean =>
  before !== null && CONSENT_CATEGORIES.some((c) => before[c] && !after[c]);

export default function ConsentManager({ orgId, orgName, setup }: ConsentManagerProps) {
  const key = consentStorageKey(orgId);
  const [stored, setStored] = useState<ConsentChoice | null>(() => parseConsent(readStored(key)));
  const [open, setOpen] = useState(() => setup.banner.kind === 'candor' && stored === null);

  // Load what the current choice allows (nothing until there is one).
  useEffect(() => {
    if (stored) loadConsentedScripts(allowedScripts(setup.scripts, stored));
    document.documentElement.dataset.candorConsent = stored ? 'chosen' : 'asking';
  }, [stored, setup.scripts]);

  // A third-party banner asks; Candor loads it and follows its answer.
  useEffect(() => {
    const { banner } = setup;
    if (banner.kind !== 'third_party') return;
    const stop = listenToBanner(banner, (choice) => {
      writeStored(key, JSON.stringify(choice));
      setStored(choice);
    });
    if (banner.src) loadScript(banner.src, `banner:${banner.type}`, banner.attributes);
    return stop;
  }, [setup, key]);

  useEffect(() => {
    if (setup.banner.kind !== 'candor') return;
    const reopen = () => setOpen(true);
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
  }, [setup.banner.kind]);

  const save = (choice: ConsentChoice) => {
    writeStored(key, JSON.stringify(choice));
    setOpen(false);
    if (withdraws(stored, choice)) {
      window.location.reload();
      return;
    }
    setStored(choice);
  };

  if (!open) return null;
  return <ConsentDialog orgName={orgName} initial={stored} onSave={save} />;
}

function ConsentDialog({
  orgName,
  initial,
  onSave,
}: {
  orgName: string;
  initial: ConsentChoice | null;
  onSave: (choice: ConsentChoice) => void;
}) {
  const [customizing, setCustomizing] = useState(initial !== null);
  const [draft, setDraft] = useState<ConsentChoice>(initial ?? rejectAllConsent());
  return (
    <section
      className={classes.dialog}
      role="dialog"
      aria-modal="false"
      aria-labelledby="candor-consent-title"
      data-testid="cookie-consent"
    >
      <h2 className={classes.title} id="candor-consent-title">
        Cookie preferences
      </h2>
      <p className={classes.text}>
        {orgName} uses cookies and similar technologies for analytics, marketing and support tools.
        Strictly necessary storage is always on; choose which others you allow.
      </p>
      {customizing ? (
        <fieldset className={classes.categories}>
          <legend className="candor-visually-hidden">Cookie categories</legend>
          {CONSENT_CATEGORIES.map((category) => (
            <label key={category} className={classes.category}>
              <input
                type="checkbox"
                checked={draft[category]}
                disabled={category === 'strictly_necessary'}
                onChange={(event) =>
                  setDraft(consentChoice({ ...draft, [category]: event.target.checked }))
                }
              />
              {CONSENT_CATEGORY_LABELS[category]}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className={classes.actions}>
        <button
          type="button"
          className={classes.secondary}
          onClick={() => onSave(rejectAllConsent())}
        >
          Reject all
        </button>
        {customizing ? (
          <button type="button" className={classes.secondary} onClick={() => onSave(draft)}>
            Save preferences
          </button>
        ) : (
          <button type="button" className={classes.secondary} onClick={() => setCustomizing(true)}>
            Customize
          </button>
        )}
        <button
          type="button"
          className={classes.primary}
          onClick={() => onSave(acceptAllConsent())}
        >
          Accept all
        </button>
      </div>
    </section>
  );
}
