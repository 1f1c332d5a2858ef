/**
 * Verify a copy (issue 27 §4): anyone drops a PDF downloaded from the portal (or chooses it) and
 * learns whether it is a genuine copy (which document, version, issued to whom and when), was
 * altered, has no receipt, or was issued by another organisation's trust center.
 */
import { Alert, Anchor, Button } from '@mantine/core';
import type { CopyVerification } from '@candor/domain/documents/copyVerification';
import type { VisitorPageData } from '@candor/domain/portal/pageData';
import { useState, type FormEvent } from 'react';
import { ApiError, UNKNOWN_ERROR } from '../api/jsonRequest.js';
import { FileDropzone } from '../staff/upload/FileDropzone.js';
import { AlertTriangleIcon, ShieldCheckIcon } from '../ui/icons.js';
import { CenteredPage } from './CenteredPage.js';
import { verifyCopy } from './verifyApi.js';
import classes from './VisitorPage.module.css';
import login from './LoginPage.module.css';

type VerifyPageData = Extract<VisitorPageData, { kind: 'verify' }>;

const CHOOSE_A_PDF = 'Choose a PDF to verify.';

export function VerifyPage({ page }: { page: VerifyPageData }) {
  const { brand } = page;
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);
  const [answer, setAnswer] = useState<CopyVerification | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAnswer(null);
    if (!file) return setError(CHOOSE_A_PDF);
    setError(undefined);
    setChecking(true);
    try {
      setAnswer(await verifyCopy(page.basePath, file));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : UNKNOWN_ERROR);
    } finally {
      setChecking(false);
    }
  };

  const genuine = answer?.status === 'genuine';
  return (
    <CenteredPage brand={brand}>
      <h1 className={login.heading}>Verify a copy</h1>
      <p className={login.lead}>
        Every document downloaded from {brand.portalTitle} carries a signed receipt. Check a PDF to
        learn whether it is a genuine copy, unchanged since it was downloaded.
      </p>
      <form className={login.form} onSubmit={(event) => void submit(event)} noValidate>
        <FileDropzone
          label="PDF to verify"
          hint="A PDF downloaded from this trust center."
          accept="application/pdf,.pdf"
          file={file}
          error={error}
          onFile={(chosen) => {
            setFile(chosen);
            setAnswer(null);
            setError(undefined);
          }}
        />
        <div className={classes.actions}>
          <Anchor href={brand.homeHref} size="sm">
            Go back to {brand.portalTitle}
          </Anchor>
          <Button type="submit" loading={checking}>
            Verify
          </Button>
        </div>
      </form>
      <div aria-live="polite">
        {answer ? (
          <Alert
            mt="md"
            role="status"
            color={genuine ? 'green' : answer.status === 'none' ? 'gray' : 'red'}
            variant="light"
            icon={genuine ? <ShieldCheckIcon size={18} /> : <AlertTriangleIcon size={18} />}
            title={
              genuine
                ? 'Genuine copy'
                : answer.status === 'none'
                  ? 'No receipt'
                  : 'Not a genuine copy'
            }
          >
            {answer.message}
          </Alert>
        ) : null}
      </div>
    </CenteredPage>
  );
}
