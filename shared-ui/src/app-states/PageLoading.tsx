import { Spinner } from '../Spinner/Spinner';
import './app-states.css';

/**
 * A page whose code is a chunk of its own, while that chunk arrives after a link followed in the
 * browser (never on a server-rendered page: the server and the hydration load it first). `label` says
 * what is loading, in the shopper's language.
 */
export function PageLoading({ label }: { label: string }) {
  return (
    <p className="ama-page-loading" role="status">
      <Spinner size={20} /> {label}
    </p>
  );
}
