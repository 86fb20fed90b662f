/** The note under a control or group of controls: its error (announced) or, without one, its hint. */
export function FieldNote({ id, error, hint, block }: { id: string; error?: string; hint?: string; block?: boolean }) {
  if (error) {
    return (
      // Bootstrap shows .invalid-feedback only after an invalid control; a group's note is shown anyway.
      <div id={id} className={block ? 'invalid-feedback d-block' : 'invalid-feedback'} role="alert">
        {error}
      </div>
    );
  }
  return hint ? (
    <div id={id} className="form-text">
      {hint}
    </div>
  ) : null;
}
