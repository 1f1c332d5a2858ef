import { MantineProvider } from '@mantine/core';
import { DESCRIPTION_GUIDANCE } from '@candor/domain/items/itemGuidance';
import type { CardFormInput } from '@candor/domain/items/item.schema';
import type { ItemView } from '@candor/domain/portal/portalView';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { textOf } from '../../testing/html.js';
import { buildItem } from '../../testing/portalFixture.js';
import { ItemEditFields } from './ItemEditFields.js';

function render(item: ItemView): string {
  function Form() {
    const { control, register, setValue } = useForm<CardFormInput>({
      defaultValues: { items: [{ uid: item.uid, title: item.title }] },
    });
    return (
      <ItemEditFields
        item={item}
        index={0}
        control={control}
        register={register}
        setValue={setValue}
        errors={{}}
        gradeErrors={{}}
      />
    );
  }
  return renderToString(
    <MantineProvider>
      <Form />
    </MantineProvider>,
  );
}

const decoded = (html: string) => html.replaceAll('&#x27;', "'").replaceAll('&amp;', '&');

describe('the item form', () => {
  it("shows the description's example as its placeholder and the kind's guidance under it", () => {
    const html = render(buildItem({ uid: 'policy', kind: 'Policies', title: 'Security policy' }));
    const { example, guidance } = DESCRIPTION_GUIDANCE.Policies;
    expect(decoded(html)).toContain(`placeholder="For example: ${example}"`);
    expect(textOf(html)).toContain(guidance);
  });

  it('gives each kind its own example', () => {
    const html = render(buildItem({ uid: 'enc', kind: 'DataSecurity', title: 'Encryption' }));
    expect(decoded(html)).toContain(DESCRIPTION_GUIDANCE.DataSecurity.example);
    expect(decoded(html)).not.toContain(DESCRIPTION_GUIDANCE.Policies.example);
  });
});
