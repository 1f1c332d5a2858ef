/**
 * A PDF drawn in the page with pdf.js, one canvas per page, so the modal shows it without the
 * browser's own viewer (which always offers a download button). The pages' text, watermark
 * included, is kept for screen readers.
 */
import { getDocument, GlobalWorkerOptions, type PDFDocumentLoadingTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import classes from './Documents.module.css';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Widest a page is drawn, in CSS pixels; the modal scales it down on narrow screens. */
const MAX_PAGE_WIDTH = 860;

export default function PdfPages({
  data,
  title,
  onError,
}: {
  data: Uint8Array;
  title: string;
  onError: () => void;
}) {
  const pagesRef = useRef<HTMLDivElement>(null);
  const [pageTexts, setPageTexts] = useState<string[] | null>(null);

  useEffect(() => {
    const holder = pagesRef.current;
    if (!holder) return;
    let cancelled = false;
    // pdf.js takes the buffer over; a copy keeps the caller's intact for a second render.
    const task: PDFDocumentLoadingTask = getDocument({
      data: data.slice(),
      isEvalSupported: false,
      verbosity: 0,
    });
    (async () => {
      const pdf = await task.promise;
      const texts: string[] = [];
      const width = Math.min(holder.clientWidth || MAX_PAGE_WIDTH, MAX_PAGE_WIDTH);
      for (let number = 1; number <= pdf.numPages && !cancelled; number += 1) {
        const page = await pdf.getPage(number);
        const unscaled = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({
          scale: (width / unscaled.width) * (window.devicePixelRatio || 1),
        });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.className = classes.pdfPage ?? '';
        canvas.setAttribute('aria-hidden', 'true');
        canvas.dataset.page = String(number);
        holder.append(canvas);
        await page.render({ canvas, viewport }).promise;
        const content = await page.getTextContent();
        texts.push(
          content.items
            .map((item) => ('str' in item ? item.str : ''))
            .join(' ')
            .replace(/\s+/g, ' ')
            .trim(),
        );
      }
      if (!cancelled) setPageTexts(texts);
    })().catch(() => {
      if (!cancelled) onError();
    });
    return () => {
      cancelled = true;
      void task.destroy();
      holder.replaceChildren();
    };
  }, [data, onError]);

  return (
    <div className={classes.pdf}>
      <div ref={pagesRef} className={classes.pdfPages} data-pdf-pages />
      {pageTexts === null ? <p className={classes.viewerStatus}>Loading {title}…</p> : null}
      {pageTexts ? (
        <div className={classes.srOnly} data-pdf-text>
          {pageTexts.map((text, index) => (
            <p key={index}>
              Page {index + 1}: {text}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
