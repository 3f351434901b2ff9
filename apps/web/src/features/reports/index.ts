/** The dashboard (/dashboard) and the daily report (/daily-report). */
export const pages = {
  dashboard: () => import('./pages/DashboardPage'),
  dailyReport: () => import('./pages/DailyReportPage'),
};
