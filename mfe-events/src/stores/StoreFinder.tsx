import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ROUTES, STORE_LIMITS, type Store } from '@ama/contracts';
import { LocaleLink, useLocale, useNavigate, useSearchParams, useTranslation } from '@ama/platform';
import { Button, buttonClassName, TextField } from '@ama/shared-ui';
import { useStoresQuery } from '../api';
import { currentPosition, type GeolocationProblem, type Position } from './geolocation';
import { OpeningHours } from './opening-hours';

/** tel: wants the number without spaces; E.164 already is. */
const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

function StoreCard({ store, locale }: { store: Store; locale: string }) {
  const { t } = useTranslation('events');
  const headingId = useId();
  const bookHref = store.kind === 'showroom' ? `${ROUTES.bookAnAppointment}?kind=showroom` : `${ROUTES.bookAnAppointment}?store=${encodeURIComponent(store.id)}`;
  return (
    <li className="ama-stores__item">
      <article aria-labelledby={headingId}>
        <h2 id={headingId} className="ama-stores__name">
          <span>{store.name}</span>
          {store.distanceKm !== null && (
            <span className="ama-stores__distance">{t('stores.distance', { km: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(store.distanceKm) })}</span>
          )}
        </h2>
        <address className="ama-stores__address">
          {store.address}
          <br />
          {store.postalCode} {store.city} ({store.country})
          <br />
          {t('stores.phone')}: <a href={telHref(store.phone)}>{store.phoneDisplay}</a>
        </address>
        <OpeningHours hours={store.openingHours} locale={locale} />
        <LocaleLink className={`${buttonClassName({ theme: 'white', size: 's' })} ama-stores__book`} to={bookHref}>
          {t('stores.book', { name: store.name })}
        </LocaleLink>
      </article>
    </li>
  );
}

/**
 * The locator's search and its answer (an island, events/store-finder): by a place the shopper types (a
 * GET form: without JavaScript the server renders `?near=Milano` itself) or by the browser's position
 * (never put in the URL, never sent anywhere but our API). The list is the whole answer: no map, no
 * tile server. The place is the URL's `near`, which the island's router reads.
 */
export function StoreFinder() {
  const { t } = useTranslation('events');
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const near = (params.get('near') ?? '').trim();
  const [text, setText] = useState(near);
  // The box follows the URL when the place changes (back, forward, a link), and only then: an effect
  // would also run as the island hydrates and wipe what the shopper typed before it did.
  const [shownNear, setShownNear] = useState(near);
  if (near !== shownNear) {
    setShownNear(near);
    setText(near);
  }
  const [position, setPosition] = useState<Position>();
  const [locating, setLocating] = useState(false);
  const [geoProblem, setGeoProblem] = useState<GeolocationProblem>();
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Hydration leaves a place typed into the server's markup in the box, and the next render would put
    // the state's back: the state takes the box's.
    const typed = box.current?.value;
    if (typed !== undefined) setText(typed);
  }, []);

  const byPosition = position && !near;
  const { data, isFetching, isError, refetch } = useStoresQuery(byPosition ? { locale, lat: position.latitude, lng: position.longitude } : { locale, ...(near ? { near } : {}) });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPosition(undefined);
    setGeoProblem(undefined);
    const value = text.trim();
    navigate({ search: value ? `?near=${encodeURIComponent(value)}` : '' });
  };

  const locateShopper = async () => {
    setGeoProblem(undefined);
    setLocating(true);
    const found = await currentPosition();
    setLocating(false);
    if ('problem' in found) return setGeoProblem(found.problem);
    setPosition(found.position);
    if (near) navigate({ search: '' });
  };

  const status = (() => {
    if (isFetching) return t('stores.loading');
    if (!data) return '';
    if (data.search === 'near' && !data.place) return t('stores.notFound', { place: near });
    if (data.search === 'near') return t('stores.countNear', { count: data.stores.length, place: near });
    if (data.search === 'coordinates') return t('stores.countHere', { count: data.stores.length });
    return t('stores.countAll', { count: data.stores.length });
  })();

  return (
    <>
      <form className="ama-stores__search" method="get" role="search" aria-label={t('stores.searchLabel')} onSubmit={onSubmit}>
        <TextField
          name="near"
          type="search"
          label={t('stores.placeLabel')}
          hint={t('stores.placeHint')}
          autoComplete="address-level2"
          maxLength={STORE_LIMITS.nearMaxLength}
          ref={box}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <div className="ama-stores__actions">
          <Button type="submit" theme="dark">
            {t('stores.search')}
          </Button>
          {/* In the server's markup too: added at hydration it moved "Search" under a tap already on its
              way. A tap before hydration is held until the island is live (the shell's tap buffer);
              without JavaScript the button is hidden (stores.css). */}
          <Button type="button" theme="white" className="ama-stores__locate" loading={locating} loadingLabel={t('stores.locating')} onClick={() => void locateShopper()}>
            {t('stores.useLocation')}
          </Button>
        </div>
      </form>
      {geoProblem && (
        <p className="ama-stores__problem" role="alert">
          {t(`stores.geo.${geoProblem}`)}
        </p>
      )}
      <p className="ama-stores__status" role="status">
        {status}
      </p>
      {isError && !isFetching && (
        <p className="ama-stores__problem" role="alert">
          {t('stores.error')}{' '}
          <Button type="button" theme="white" size="s" onClick={() => void refetch()}>
            {t('stores.retry')}
          </Button>
        </p>
      )}
      {data && data.stores.length > 0 && (
        <ol className="ama-stores__list" aria-label={t('stores.listLabel')}>
          {data.stores.map((store) => (
            <StoreCard key={store.id} store={store} locale={locale} />
          ))}
        </ol>
      )}
    </>
  );
}
