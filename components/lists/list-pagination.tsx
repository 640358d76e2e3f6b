import type { KindConfig } from "@/lib/content/kinds";
import { Pagination } from "./pagination";

/** Pages of a content list: `?page=N` on the kind's list path. */
export function ListPagination({ listPath, current, last }: { listPath: KindConfig["listPath"]; current: number; last: number }) {
  return (
    <Pagination
      current={current}
      last={last}
      hrefFor={(page) => (page > 1 ? { pathname: listPath, query: { page } } : { pathname: listPath })}
    />
  );
}
