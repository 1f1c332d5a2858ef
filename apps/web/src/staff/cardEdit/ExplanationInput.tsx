/**
 * An item's description field (labelled Explanation), with its card kind's example as the
 * placeholder and the kind's guidance under it (staff-content.md §3; domain itemGuidance.ts).
 */
import { Textarea, type TextareaProps } from '@mantine/core';
import { forwardRef } from 'react';
import type { CardKind } from '@candor/domain/cards/constants';
import { descriptionGuidance } from '@candor/domain/items/itemGuidance';

type ExplanationInputProps = Omit<TextareaProps, 'label' | 'placeholder' | 'description'> & {
  kind: CardKind;
};

export const ExplanationInput = forwardRef<HTMLTextAreaElement, ExplanationInputProps>(
  function ExplanationInput({ kind, ...props }, ref) {
    const { example, guidance } = descriptionGuidance(kind);
    return (
      <Textarea
        ref={ref}
        label="Explanation"
        placeholder={`For example: ${example}`}
        description={guidance}
        autosize
        minRows={2}
        maxRows={8}
        // Readable guidance wherever the field sits (the drawer, the Add custom item dialog).
        styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
        {...props}
      />
    );
  },
);
