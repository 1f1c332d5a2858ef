import { MantineProvider } from '@mantine/core';
import type { CardFormInput } from '@candor/domain/items/item.schema';
import type { BridgeLetterEditView, ItemView } from '@candor/domain/portal/portalView';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { textOf } from '../../testing/html.js';
import { BRIDGE_LETTER_LOCKED_TOOLTIP, BridgeLetterFields } from './BridgeLetterFields.js';
import { letterPreviewHtml } from './letterPreview.js';

const LETTER = {
  letterEnabled: true,
  letterContent: '# Hello',
  signerName: 'Grace Hopper',
  signerTitle: 'CEO',
  letterType: 'SOC 2',
} as const;

function render(edit: BridgeLetterEditView): string {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a partial item is enough here
  const item = { uid: 'soc-2', kind: 'Reports', title: 'SOC 2', bridgeLetter: edit } as ItemView;
  function Form() {
    const { control } = useForm<CardFormInput>({
      defaultValues: { items: [{ uid: 'soc-2', title: 'SOC 2', bridgeLetter: LETTER }] },
    });
    return <BridgeLetterFields item={item} index={0} control={control} />;
  }
  return renderToString(
    <MantineProvider>
      <Form />
    </MantineProvider>,
  );
}

const fileNames = (org: string) => ({
  'SOC 1': `SOC-1-Bridge-Letter-${org}.pdf`,
  'SOC 2': `SOC-2-Bridge-Letter-${org}.pdf`,
});

describe('the bridge letter fields', () => {
  it('show the toggle, the type, the content with Edit and Preview, the signer and the file name', () => {
    const html = render({ letter: LETTER, locked: false, fileNames: fileNames('Acme') });
    const text = textOf(html);
    for (const label of [
      'Enable bridge letter',
      'Letter type',
      'SOC 1',
      'SOC 2',
      'Letter content',
      'Edit',
      'Preview',
      'Signer name',
      'Signer title',
      'File name: SOC-2-Bridge-Letter-Acme.pdf',
    ]) {
      expect(text).toContain(label);
    }
    expect(html).toContain('value="Grace Hopper"');
  });

  it('shorten a file name past 60 characters and keep it whole for the tooltip', () => {
    const names = fileNames('The-Very-Long-Name-Of-An-Organisation-Incorporated');
    const html = render({ letter: LETTER, locked: false, fileNames: names });
    expect(textOf(html)).not.toContain(names['SOC 2']);
    expect(html).toContain(`aria-label="${names['SOC 2']}"`);
    const shown = `${names['SOC 2'].slice(0, 59)}…`;
    expect(shown).toHaveLength(60);
    expect(textOf(html)).toContain(`File name: ${shown}`);
  });

  it('show locked with the upgrade tooltip when the plan lacks bridge letters', () => {
    const html = render({ letter: null, locked: true, fileNames: fileNames('Acme') });
    expect(html).toContain('data-bridge-letter-locked');
    expect(html).toContain(`aria-description="${BRIDGE_LETTER_LOCKED_TOOLTIP}"`);
    expect(BRIDGE_LETTER_LOCKED_TOOLTIP).toBe('Upgrade your plan to publish bridge letters.');
    expect(textOf(html)).not.toContain('Signer name');
  });
});

describe('the letter preview', () => {
  it('renders Markdown and never raw HTML or script links', () => {
    const html = letterPreviewHtml(
      '## Scope\n\n- **one**\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))',
    );
    expect(html).toContain('<h2>Scope</h2>');
    expect(html).toContain('<li><strong>one</strong></li>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('href="javascript:');
  });
});
