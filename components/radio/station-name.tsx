import { Fragment } from 'react';

/**
 * A station's name with a line break allowed after each dot ("สวท.|นครศรีธรรมราช"): the name has no
 * space to break at, and a long one ran into the buttons beside it.
 */
export function StationName({ name }: { name: string }) {
  const parts = name.split(/(?<=\.)(?=\S)/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
