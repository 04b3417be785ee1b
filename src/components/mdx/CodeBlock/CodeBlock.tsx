import React, { useRef, useState } from 'react';
import { getCopyText } from '../../../model/copyText';
import * as styles from './CodeBlock.module.css';

type PreProps = React.HTMLAttributes<HTMLPreElement> & {
  'data-title'?: string;
  'data-language'?: string;
};

/** A highlighted code block (done at build time) with its file name and a copy button. */
export default function CodeBlock({ children, ...props }: PreProps) {
  const preRef = useRef<HTMLPreElement>(null);
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const title = props['data-title'];
  const language = props['data-language'] ?? null;

  const copy = async () => {
    const text = getCopyText(preRef.current?.querySelector('code')?.textContent ?? '', language);
    try {
      await navigator.clipboard.writeText(text);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
    window.setTimeout(() => setStatus('idle'), 2000);
  };

  return (
    <div className={styles.block}>
      {title && <div className={styles.title}>{title}</div>}
      <pre ref={preRef} {...props} tabIndex={0}>
        {children}
      </pre>
      <button type="button" className={styles.copy} onClick={copy} aria-label={title ? `Copy ${title}` : 'Copy code'}>
        {status === 'copied' ? 'Copied' : 'Copy'}
      </button>
      <span className="sr-only" role="status" aria-live="polite">
        {status === 'copied' ? 'Code copied to the clipboard' : status === 'failed' ? 'Could not copy the code' : ''}
      </span>
    </div>
  );
}
