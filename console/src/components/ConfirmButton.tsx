import { useRef, useState } from 'preact/hooks';
import { ErrorNotice } from './ErrorNotice.tsx';

interface Props {
  label: string;
  /** Says what will happen, in the dialog. */
  question: string;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  class?: string;
  ariaLabel?: string;
}

/** A destructive action behind a modal confirmation (a native dialog: focus trapped, Escape cancels). */
export function ConfirmButton(props: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await props.onConfirm();
      dialog.current?.close();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" class={props.class ?? 'danger'} aria-label={props.ariaLabel} onClick={() => dialog.current?.showModal()}>
        {props.label}
      </button>
      <dialog ref={dialog} aria-label={props.question}>
        <p>{props.question}</p>
        <ErrorNotice error={error} />
        <div class="row">
          <button type="button" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
          <button type="button" class="danger" disabled={busy} onClick={confirm}>
            {props.confirmLabel}
          </button>
        </div>
      </dialog>
    </>
  );
}
