/** The JSON envelope every store API answer is wrapped in (REST-CONTRACT.md, "Envelope"). */

export interface PageMeta {
  page: number;
  limit: number;
  totalData: number;
  totalPage: number;
  /** Query string of the previous page, or null on the first. */
  prev: string | null;
  /** Query string of the next page, or null on the last. */
  next: string | null;
}

export interface ApiSuccess<TData, TMeta = null> {
  status: number;
  msg: string;
  data: TData;
  meta: TMeta;
}

export interface FieldError {
  field: string;
  message: string;
}

export interface ApiFailure {
  status: number;
  msg: string;
  data: null;
  errors?: FieldError[];
}

export type ApiResponse<TData, TMeta = null> = ApiSuccess<TData, TMeta> | ApiFailure;
