export { type DefinitionItem, DefinitionList, type DefinitionListProps } from './DefinitionList';
