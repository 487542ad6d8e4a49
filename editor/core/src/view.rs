//! What the level view shows: plain settings, drawn by the UI and changed by commands.

/// Which collision layer(s) the level view shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, strum::EnumIter)]
pub enum ViewLayer {
    #[default]
    A,
    B,
    /// Layer A, with layer B drawn over it wherever a block's B cell differs from its A cell.
    Both,
}

/// Whether the level view shows the level's art, its collision, or collision over art.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, strum::EnumIter)]
pub enum TerrainView {
    Art,
    Collision,
    /// Collision drawn over the art at [`ViewSettings::collision_opacity`].
    #[default]
    Both,
}

impl TerrainView {
    pub const fn shows_art(self) -> bool {
        matches!(self, TerrainView::Art | TerrainView::Both)
    }
    pub const fn shows_collision(self) -> bool {
        matches!(self, TerrainView::Collision | TerrainView::Both)
    }
}

/// What the level view shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ViewSettings {
    pub layer: ViewLayer,
    pub chunk_grid: bool,
    pub block_grid: bool,
    pub chunk_numbers: bool,
    pub objects: bool,
    pub switchers: bool,
    pub player_start: bool,
    pub bounds: bool,
    /// Tile angles: a line per solid block at its angle, the hex value when zoomed in.
    pub angles: bool,
    /// The overview of the whole level in the view's corner.
    pub minimap: bool,
    /// Art, collision or both (a level without art shows its collision whatever this says).
    pub terrain: TerrainView,
    /// How opaque collision is over art, in percent (0–100). 35 by default: at 60 the art washed out (grass tops
    /// pale, ground tinted yellow).
    pub collision_opacity: u8,
    /// The high-priority plane of the art over the play-test's player, as in the game.
    pub high_plane_over_player: bool,
    /// The zone's background layout (from the art's SonLVL project) behind the foreground art.
    pub background: bool,
}

impl Default for ViewSettings {
    fn default() -> Self {
        ViewSettings {
            layer: ViewLayer::A,
            chunk_grid: true,
            block_grid: false,
            chunk_numbers: false,
            objects: true,
            switchers: true,
            player_start: true,
            bounds: true,
            angles: false,
            minimap: true,
            terrain: TerrainView::Both,
            collision_opacity: 35,
            high_plane_over_player: true,
            background: false,
        }
    }
}
