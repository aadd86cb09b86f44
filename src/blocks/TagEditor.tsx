import { TagsInput } from '@mantine/core';
import { useId } from 'react';
import { joinTags, parseTags } from './tags';

export type TagEditorProps = {
  /** Comma-separated tags, as records store them. */
  value: string | null | undefined;
  onChange: (value: string) => void;
  label?: string;
  /** Tags offered as suggestions. */
  suggestions?: readonly string[];
  disabled?: boolean;
  readOnly?: boolean;
  error?: string | null;
  required?: boolean;
  placeholder?: string;
};

/**
 * Tag editor over a comma-separated value: typing a comma or Enter adds a tag.
 * @example <TagEditor label="Tags" value={product.tags} onChange={(tags) => change('tags', tags)} />
 */
export function TagEditor(props: TagEditorProps) {
  // An explicit id keeps the label tied to the input (TagsInput's own id can differ between them).
  const id = useId();
  return (
    <TagsInput
      id={id}
      label={props.label}
      value={parseTags(props.value)}
      onChange={(tags) => props.onChange(joinTags(tags))}
      data={props.suggestions === undefined ? [] : [...props.suggestions]}
      splitChars={[',']}
      clearable={!props.readOnly && !props.disabled}
      disabled={props.disabled}
      readOnly={props.readOnly}
      required={props.required}
      error={props.error ?? undefined}
      placeholder={props.placeholder}
    />
  );
}
