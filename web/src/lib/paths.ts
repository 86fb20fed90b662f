import { type InfoPageSlug, PAGE_ROUTES, type ServedPageRoute } from '../../../shared/page-routes.ts';

/** What a parameter of a path may be given: an info page one of its slugs, any other a string. */
type ParamValue<Name extends string> = Name extends 'page' ? InfoPageSlug : string;

/** A pattern's parameters as arguments, in order: `:id` one that must be given, `:id?` one that may be left out. */
type PathArgs<Pattern extends string> = Pattern extends `${infer Segment}/${infer Rest}`
  ? [...SegmentArg<Segment>, ...PathArgs<Rest>]
  : SegmentArg<Pattern>;
type SegmentArg<Segment extends string> = Segment extends `:${infer Name}?`
  ? [ParamValue<Name>?]
  : Segment extends `:${infer Name}`
    ? [ParamValue<Name>]
    : [];

type PathBuilders = { [Route in ServedPageRoute as Route['name']]: (...args: PathArgs<Route['path']>) => string };

/** The path of a React Router pattern with its parameters in order; an optional one left out drops its segment. */
export function buildPath(pattern: string, args: readonly (string | undefined)[]): string {
  let next = 0;
  const segments = pattern.split('/').flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    const value = args[next++];
    return segment.endsWith('?') && !value ? [] : [value];
  });
  return segments.join('/') || '/';
}

const builders = Object.fromEntries(
  PAGE_ROUTES.flatMap((route) =>
    route.served ? [[route.name, (...args: (string | undefined)[]) => buildPath(route.path, args)]] : [],
  ),
) as PathBuilders;

/**
 * The paths the app links to, by route name of SPEC §2 (shared/page-routes.ts), each built from its route's pattern
 * (`paths['members-id'](id)`); the direct debit page takes the bundle and country in its query.
 */
export const paths = {
  ...builders,
  directdebit: (bundleId: string, country?: string) =>
    `${builders.directdebit()}?bundle=${bundleId}${country ? `&country=${country}` : ''}`,
};
