// Runs after `docusaurus build` (docsgen build does not run it; init says so).
