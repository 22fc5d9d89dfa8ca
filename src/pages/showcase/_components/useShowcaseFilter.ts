import { useCallback, useMemo } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { emptyFilter, readFilter, writeFilter, type ShowcaseFilter } from '../_utils';

/**
 * The filter lives in the query string. It is read only after hydration, so
 * the server-rendered HTML (and the first client render) is the full list.
 */
export default function useShowcaseFilter(): [ShowcaseFilter, (next: ShowcaseFilter) => void] {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const filter = useMemo(
    () => (isBrowser ? readFilter(location.search) : emptyFilter),
    [isBrowser, location.search],
  );
  const setFilter = useCallback(
    (next: ShowcaseFilter) =>
      history.replace({
        pathname: location.pathname,
        search: writeFilter(location.search, next),
        hash: location.hash,
        state: location.state,
      }),
    [history, location],
  );
  return [filter, setFilter];
}
