/**
 * A labelled drop area for one file: drop a file on it, or activate it (click, Enter or Space)
 * to choose one. The chosen file's name shows in it; the hint and any error sit under it.
 */
import { Input } from '@mantine/core';
import { useId, useRef, useState, type DragEvent } from 'react';
import classes from './FileDropzone.module.css';

export function FileDropzone({
  label,
  hint,
  accept,
  file,
  error,
  onFile,
}: {
  label: string;
  hint: string;
  /** The input's accept list: extensions and MIME types. */
  accept: string;
  file: File | null;
  error: string | undefined;
  onFile: (file: File | null) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const id = useId();
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };
  return (
    <Input.Wrapper
      label={label}
      description={hint}
      error={error}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      labelProps={{ htmlFor: id }}
    >
      <button
        id={id}
        type="button"
        className={classes.zone}
        data-dragging={dragging || undefined}
        data-invalid={error ? true : undefined}
        aria-describedby={`${id}-name`}
        onClick={() => inputRef.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <span id={`${id}-name`}>
          {file ? file.name : 'Drag a file here or click to choose one'}
        </span>
      </button>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        hidden
        data-testid="file-dropzone-input"
        onChange={(event) => {
          onFile(event.currentTarget.files?.[0] ?? null);
          event.currentTarget.value = '';
        }}
      />
    </Input.Wrapper>
  );
}
