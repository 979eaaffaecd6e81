import { Link } from 'react-router';
import type { LinkProps } from '@eqp/components';

/** Adapts react-router's Link to the components' router-agnostic LinkComponent. */
export function RouterLink({ href, children, ...rest }: LinkProps) {
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
