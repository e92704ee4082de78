'use client';

import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from 'react';
import { noteRouterNavigation } from '@/lib/navigation-pending';
import { IntlLink, useRouter } from './navigation-core';

type Props = ComponentProps<typeof IntlLink>;

/**
 * The app's Link: next-intl's, but a link is prefetched when the visitor shows intent (pointer over
 * it, focus, touch) rather than whenever it scrolls into view. A catalogue page shows dozens of
 * links; Next would fetch every one's page data right after load, competing with the player and
 * hydration on a phone and multiplying the requests a crowd sends to the servers. A `prefetch` given
 * explicitly is kept. A navigation the router takes over is noted for the loading view
 * (components/layout/navigation-loading.tsx).
 */
export function Link({ prefetch, onMouseEnter, onFocus, onTouchStart, onNavigate, ...props }: Props) {
  const router = useRouter();
  const navigate: Props['onNavigate'] = (event) => {
    let prevented = false;
    onNavigate?.({
      preventDefault: () => {
        prevented = true;
        event.preventDefault();
      },
    });
    if (!prevented) noteRouterNavigation();
  };
  if (prefetch !== undefined) return <IntlLink prefetch={prefetch} onMouseEnter={onMouseEnter} onFocus={onFocus} onTouchStart={onTouchStart} onNavigate={navigate} {...props} />;
  const warm = () => {
    try {
      router.prefetch(props.href as Parameters<typeof router.prefetch>[0], props.locale ? { locale: props.locale } : undefined);
    } catch {
      // A prefetch is only a hint.
    }
  };
  return (
    <IntlLink
      prefetch={false}
      onNavigate={navigate}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        warm();
        onMouseEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        warm();
        onFocus?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        warm();
        onTouchStart?.(event);
      }}
      {...props}
    />
  );
}
