import { Link } from 'react-router';
import { buttonClasses } from './button';

type NotFoundStateProps = {
  title: string;
  body: string;
  /** Where to look instead (the list page), and the button's words. */
  browse: { to: string; label: string };
};

/** The 404 state of a details or booking page whose id is unknown, retired or malformed; its h1 is `title`. */
export function NotFoundState({ title, body, browse }: NotFoundStateProps) {
  return (
    <section className="mx-auto max-w-md rounded-2xl bg-white px-6 py-12 text-center shadow-sm">
      <p className="text-5xl font-extrabold text-primary">404</p>
      <h1 className="mt-3 text-2xl font-bold text-gray-900">{title}</h1>
      <p className="mt-2 text-gray-600">{body}</p>
      <Link to={browse.to} className={buttonClasses('primary', 'lg', 'mt-6')}>
        {browse.label}
      </Link>
    </section>
  );
}
