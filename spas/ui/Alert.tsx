import type { ReactNode } from '../lib/react-deps.js';

export interface AlertProps {
  tone?: 'error' | 'success' | 'info';
  title?: string;
  children: ReactNode;
  id?: string;
}

/** A message box. Errors use role=alert (announced at once); others role=status. */
export function Alert({ tone = 'info', title, children, id }: AlertProps) {
  return (
    <div id={id} className={`alert alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div className="alert-body">
        {title ? <p className="alert-title">{title}</p> : null}
        {children}
      </div>
    </div>
  );
}

/** What a change did, in words (role=status), shown only while there is something to say. */
export function SuccessNote({ text }: { text: string | null | undefined }) {
  return text ? (
    <Alert tone="success">
      <p>{text}</p>
    </Alert>
  ) : null;
}
