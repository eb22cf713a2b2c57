// A field whose value is a list of items, each edited with the same kit fields (a notification
// rule's inhibitions): every item under its own title with a Delete button, and an Add button
// below them. Items are validated with validateFields; the field's own message is the first
// item's message, so a save with an invalid item is refused, and each item shows its messages
// once a save was tried.
import { Button, Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { validateFields, type CustomFieldInput, type FieldDef } from './field.ts';
import { FieldList } from './FieldList.tsx';

export type RepeatedItem = Readonly<Record<string, unknown>>;

export interface RepeatedFieldOptions {
  id: string;
  label: string;
  help?: ReactNode;
  /** The Add button's text ('Add Inhibition'). */
  addText: string;
  /** An item's title, from its position counted from 1 ('Inhibition Rule 1'). */
  itemTitle: (n: number) => string;
  fields: readonly FieldDef[];
  /** A new item's values. */
  blank: () => RepeatedItem;
}

const itemsOf = (value: unknown): RepeatedItem[] =>
  Array.isArray(value) ? (value as RepeatedItem[]) : [];

/** Each item's messages by field id, in the items' order. */
export const itemErrors = (fields: readonly FieldDef[], items: readonly RepeatedItem[]) =>
  items.map((item) => validateFields(fields, (id) => item[id]));

function RepeatedFields(props: { options: RepeatedFieldOptions; input: CustomFieldInput }) {
  const { options, input } = props;
  const items = itemsOf(input.value);
  const errors = itemErrors(options.fields, items);
  const replace = (index: number, item: RepeatedItem | null) =>
    input.onChange(
      item === null
        ? items.filter((_, i) => i !== index)
        : items.map((old, i) => (i === index ? item : old)),
    );
  return (
    <div className="mcd-form-kit-repeated">
      {items.map((item, index) => {
        const title = options.itemTitle(index + 1);
        return (
          <section key={index} className="mcd-form-kit-repeated-item" aria-label={title}>
            <div className="mcd-form-kit-repeated-head">
              <span className={Classes.TEXT_MUTED}>{title}</span>
              {!input.disabled && (
                <Button
                  size="small"
                  variant="minimal"
                  icon="trash"
                  aria-label={`Delete ${title}`}
                  onClick={() => replace(index, null)}
                />
              )}
            </div>
            <FieldList
              fields={options.fields}
              idPrefix={`${input.id}-${index}`}
              values={item}
              errors={input.showErrors ? (errors[index] ?? {}) : {}}
              showErrors={input.showErrors}
              disabled={input.disabled}
              columns={3}
              onChange={(id, value) => replace(index, { ...item, [id]: value })}
              onBlur={input.onBlur}
            />
          </section>
        );
      })}
      {!input.disabled && (
        <Button
          icon="plus"
          variant="outlined"
          text={options.addText}
          onClick={() => input.onChange([...items, options.blank()])}
        />
      )}
    </div>
  );
}

export function repeatedField(options: RepeatedFieldOptions): FieldDef {
  return {
    id: options.id,
    label: options.label,
    kind: 'custom',
    help: options.help,
    default: [],
    validate: (value) =>
      itemErrors(options.fields, itemsOf(value)).flatMap((errors) => Object.values(errors))[0],
    render: (input) => <RepeatedFields options={options} input={input} />,
  };
}
