import { type Locator, type Page, expect } from 'playwright/test' with { 'resolution-mode': 'import' };
