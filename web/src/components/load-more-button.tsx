/** The "load more" of a paged list (TanStack `useInfiniteQuery`): shown while there is a next page. */
export function LoadMoreButton({
  query,
  label,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <div className="text-center my-4">
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={query.isFetchingNextPage}
        onClick={() => query.fetchNextPage()}
      >
        {label}
      </button>
    </div>
  );
}
