-- Jobs run on pg-boss everywhere now (its own schema); the embedded runner's table goes.
DROP TABLE IF EXISTS jobs;
