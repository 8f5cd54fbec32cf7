export default ({ config }) => ({ ...config, name: 'Rider' });
