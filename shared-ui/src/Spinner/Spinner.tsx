import { LoaderCircle } from 'lucide-react';
import './Spinner.css';

interface SpinnerProps {
  /** Icon size in px. */
  size?: number;
}

/** Decorative spinning indicator; the surrounding control says what is loading (e.g. aria-busy). */
export function Spinner({ size = 16 }: SpinnerProps) {
  return <LoaderCircle className="ama-spinner" size={size} aria-hidden="true" focusable="false" />;
}
