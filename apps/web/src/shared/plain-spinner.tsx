/** antd's large Spin (four dots turning) in CSS: the loading state of the first chunk, with no antd. */
import '../features/plain-ui/plain-ui.css';
export function PlainSpinner({ label }: { label: string }) {
  return (
    <span className="plain-spinner" role="status" aria-label={label}>
      <i />
      <i />
      <i />
      <i />
    </span>
  );
}
