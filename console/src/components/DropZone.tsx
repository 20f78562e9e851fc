import { useState } from 'preact/hooks';

interface Props {
  label: string;
  hint?: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
}

/** Drop files here, or choose them: the input inside the label keeps it keyboard-usable. */
export function DropZone({ label, hint, multiple = false, onFiles }: Props) {
  const [over, setOver] = useState(false);
  return (
    <label
      class={`dropzone${over ? ' over' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const files = [...(e.dataTransfer?.files ?? [])];
        if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
      }}
    >
      <span class="dropzone-label">{label}</span>
      {hint && <span class="muted small">{hint}</span>}
      <input
        type="file"
        multiple={multiple}
        onChange={(e) => {
          const files = [...(e.currentTarget.files ?? [])];
          e.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </label>
  );
}
