import { LIMITS, ORDER_STATUS } from '../constants';

/**
 * Who may review a product: a customer with a line of it in the Completed status (whatever statuses came
 * before it). The store API checks it; the web only shows the form where the API said so.
 */
export function isReviewableLineStatus(status: number): boolean {
  return status === ORDER_STATUS.completed;
}

/** Whether `reports` different people reporting a review hide it (until a moderator decides). */
export function isHiddenByReports(reports: number): boolean {
  return reports >= LIMITS.reviewReportsToHide;
}

/** The average shown for a rating: one decimal, from the maintained score (average × 100). */
export function averageFromScore(score: number): number {
  return Math.round(score / 10) / 10;
}

/** A store's rating as the store shows it, from the columns that keep it (the sum and count of its reviews' stars). */
export function ratingFromSum(row: { rating_count: number; rating_sum: number }): { average: number; count: number } {
  return {
    average: row.rating_count > 0 ? Math.round((row.rating_sum * 10) / row.rating_count) / 10 : 0,
    count: row.rating_count,
  };
}

/** A rating as the store shows it, from the columns that keep it (`rating_score` is the average × 100). */
export function ratingFromColumns(row: { rating_count: number; rating_score: number }): {
  average: number;
  count: number;
} {
  return { average: row.rating_count > 0 ? averageFromScore(row.rating_score) : 0, count: row.rating_count };
}
