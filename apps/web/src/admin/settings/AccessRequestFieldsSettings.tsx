/**
 * The request form's optional fields (visitor-portal.md §3 accessRequestFields, §5): each on or
 * off with its label; the custom checkbox with its text and whether visitors must tick it. The
 * portal's form (the access modal and the request-access page) shows exactly the fields on, and
 * the server refuses a request missing one.
 */
import {
  ACCESS_FIELD_LABELS,
  ACCESS_FIELD_LIMITS,
  type AccessRequestField,
} from '@candor/domain/access/access.rules';
import { Fieldset, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import type { SettingsFormApi } from './SettingsForm.js';
import { SettingSwitch } from './SettingSwitch.js';

type LabelledField = Exclude<AccessRequestField, 'customCheckbox'>;

const FIELDS: { name: LabelledField; label: string; description: string }[] = [
  { name: 'jobTitleTextField', label: 'Job title', description: 'A text field.' },
  {
    name: 'pointOfContactField',
    label: 'Point of contact',
    description: "The e-mail of the visitor's contact within your organisation.",
  },
  {
    name: 'relationshipDropdown',
    label: 'Relationship',
    description:
      'Customer, Prospective Customer, Vendor, Partner, Regulator/Auditor, Researcher or Other.',
  },
  { name: 'countriesDropdown', label: 'Country', description: 'A list of every country.' },
  {
    name: 'accountMemberRequestProducts',
    label: 'Products',
    description: 'The visitor chooses the products they ask access to, at least one.',
  },
];

function OptionalField({
  form,
  name,
  label,
  description,
}: {
  form: SettingsFormApi;
  name: LabelledField;
  label: string;
  description: string;
}) {
  const on = useWatch({ control: form.control, name: `accessRequestFields.${name}.enabled` });
  const error = form.formState.errors.accessRequestFields?.[name]?.label?.message;
  return (
    <Stack gap="xs">
      <SettingSwitch
        form={form}
        name={`accessRequestFields.${name}.enabled`}
        label={`Ask for: ${label}`}
        description={description}
      />
      {on ? (
        <TextInput
          label={`${label}: label on the form`}
          description="Empty for the default label."
          placeholder={ACCESS_FIELD_LABELS[name]}
          maxLength={ACCESS_FIELD_LIMITS.label}
          {...form.register(`accessRequestFields.${name}.label`)}
          error={error}
          ml={{ base: 0, sm: 'xl' }}
        />
      ) : null}
    </Stack>
  );
}

function CustomCheckbox({ form }: { form: SettingsFormApi }) {
  const on = useWatch({
    control: form.control,
    name: 'accessRequestFields.customCheckbox.enabled',
  });
  const error = form.formState.errors.accessRequestFields?.customCheckbox?.label?.message;
  return (
    <Stack gap="xs">
      <SettingSwitch
        form={form}
        name="accessRequestFields.customCheckbox.enabled"
        label="Ask for: a checkbox of your own"
        description="For example, a confirmation your legal team needs."
      />
      {on ? (
        <Stack gap="xs" ml={{ base: 0, sm: 'xl' }}>
          <Textarea
            label="Checkbox text"
            required
            autosize
            minRows={2}
            maxLength={ACCESS_FIELD_LIMITS.checkboxText}
            {...form.register('accessRequestFields.customCheckbox.label')}
            error={error}
          />
          <SettingSwitch
            form={form}
            name="accessRequestFields.customCheckbox.required"
            label="Visitors must tick it"
          />
        </Stack>
      ) : null}
    </Stack>
  );
}

export function AccessRequestFieldsSettings({ form }: { form: SettingsFormApi }) {
  return (
    <Fieldset legend="Request form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Besides name, work email and company, the access request form asks for the fields you turn
          on. Visitors must fill each of them.
        </Text>
        {FIELDS.map((field) => (
          <OptionalField key={field.name} form={form} {...field} />
        ))}
        <CustomCheckbox form={form} />
      </Stack>
    </Fieldset>
  );
}
