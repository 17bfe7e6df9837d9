import HeroPlanner

/// Loads scenes from JSON. (Being written.)
public enum SceneLoader {}
