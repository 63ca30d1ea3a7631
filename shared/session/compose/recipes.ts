import { CARD_RECIPES } from './cardRecipes.js';
import { accountRecipe, companyControlsRecipe } from './companyRecipes.js';
import { planOf, type PageRecipe, type RecipePlan } from './pageRecipe.js';

type Planner = (query: URLSearchParams) => RecipePlan | null;
const entry = <In, First>(recipe: PageRecipe<In, First>): readonly [string, Planner] => [recipe.name, (query) => planOf(recipe, query)];

/**
 * Every composed page, by name: what the gateway's compose step may make. Browser code imports its own recipe module,
 * never this list (it would carry every page's calls into every area).
 */
export const RECIPES: ReadonlyMap<string, Planner> = new Map([
  ...Object.values(CARD_RECIPES).map(entry),
  entry(accountRecipe),
  entry(companyControlsRecipe),
]);
